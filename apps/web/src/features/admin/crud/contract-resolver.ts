import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form checks a form with the request's schema from the contracts, the one the server applies.
 * The form holds its values as the inputs give them (strings, '' for none), which the schema accepts but
 * its input type does not spell out; hence the cast. `sendAsTyped`: what is sent is the values as typed
 * (the server parses them again), not the schema's output.
 */
export function contractResolver<Values extends FieldValues, Output = Values>(
  schema: z.ZodType<unknown, FieldValues>,
  { sendAsTyped = false } = {},
) {
  const resolver = sendAsTyped ? zodResolver(schema, undefined, { raw: true }) : zodResolver(schema);
  return resolver as unknown as Resolver<Values, unknown, Output>;
}
