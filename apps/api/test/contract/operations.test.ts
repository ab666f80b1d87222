import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestContext } from '../support';
import { DocumentValidator } from './document-validator';
import { exerciseOperation } from './exercise-operation';
import { type ContractFixtures, createContractFixtures } from './fixtures';
import { SCENARIOS } from './scenarios';
import { type DocumentedOperation, operationsOf, servedDocument } from './served-document';

/**
 * The contract: every operation of the served document, called the ways a client can, answers only the
 * statuses, media types and bodies the document declares for it (docs/api-contract.md).
 */
describe(`API contract: each operation answers as /api/docs/json says (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let f: ContractFixtures;
  let validator: DocumentValidator;
  let operations: Map<string, DocumentedOperation>;

  beforeAll(async () => {
    t = await createTestApp();
    f = await createContractFixtures(t);
    const doc = await servedDocument(t.app);
    validator = new DocumentValidator(doc);
    operations = new Map(operationsOf(doc).map((o) => [o.route, o]));
  }, 60_000);
  afterAll(() => t?.close());

  it('has a scenario for every operation of the document, and none for an operation it lacks', () => {
    expect(
      [...operations.keys()].filter((r) => !(r in SCENARIOS)),
      'add them to scenarios.ts',
    ).toEqual([]);
    expect(
      Object.keys(SCENARIOS).filter((r) => !operations.has(r)),
      'not in the document',
    ).toEqual([]);
  });

  it.each(Object.entries(SCENARIOS))('%s', async (route, scenario) => {
    const operation = operations.get(route);
    if (!operation) return; // reported by the test above
    expect(await exerciseOperation(operation, scenario, f, validator)).toEqual([]);
  });
});
