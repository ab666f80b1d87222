import type { Migration, MigrationProvider } from 'kysely';
import { initialMigration } from './0001-initial';
import { documentSearchIndexesMigration } from './0002-document-search-indexes';
import { documentsSourceIndexMigration } from './0003-documents-source-index';
import { documentsPublishedFlagMigration } from './0004-documents-published-flag';
import { emailVerificationsMigration } from './0005-email-verifications';
import { documentPhraseChunksMigration } from './0006-document-phrase-chunks';
import { reindexIrregularPluralsMigration } from './0007-reindex-irregular-plurals';
import { titleLengthInCoveringIndexMigration } from './0008-title-length-in-covering-index';
import { searchVectorsInRowMigration } from './0009-search-vectors-in-row';
import { documentCitationMigration } from './0010-document-citation';
import { accountIdentifiersMigration } from './0011-account-identifiers';
import { searchChangesMigration } from './0012-search-changes';
import { dropDocumentTextIndexesMigration } from './0013-drop-document-text-indexes';
import { reindexNewsLegalStemsMigration } from './0014-reindex-news-legal-stems';
import { accountRecoveryMigration } from './0015-account-recovery';
import { citationsMigration } from './0016-citations';
import { articleStatusesMigration } from './0017-article-statuses';
import { documentVersionsMigration } from './0018-document-versions';
import { personalLibraryMigration } from './0019-personal-library';
import { savedSearchesMigration } from './0020-saved-searches';
import { decisionsMigration } from './0021-decisions';
import { textHoldingsMigration } from './0022-text-holdings';
import { textPreferenceMigration } from './0023-text-preference';
import type { Dialect } from './dialect';

/**
 * Migrations are listed in code (not read from a folder) so bundling and tsx behave the same. They are not
 * undone (the way back is a backup): one without a `down` of its own refuses with the `irreversible` message.
 */
export class StaticMigrationProvider implements MigrationProvider {
  constructor(
    private readonly dialect: Dialect,
    private readonly irreversible: string,
  ) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const migrations: Record<string, Migration> = {
      '0001-initial': initialMigration(this.dialect),
      '0002-document-search-indexes': documentSearchIndexesMigration(this.dialect),
      '0003-documents-source-index': documentsSourceIndexMigration(),
      '0004-documents-published-flag': documentsPublishedFlagMigration(this.dialect),
      '0005-email-verifications': emailVerificationsMigration(this.dialect),
      '0006-document-phrase-chunks': documentPhraseChunksMigration(this.dialect),
      '0007-reindex-irregular-plurals': reindexIrregularPluralsMigration(this.dialect),
      '0008-title-length-in-covering-index': titleLengthInCoveringIndexMigration(this.dialect),
      '0009-search-vectors-in-row': searchVectorsInRowMigration(this.dialect),
      '0010-document-citation': documentCitationMigration(),
      '0011-account-identifiers': accountIdentifiersMigration(this.dialect),
      '0012-search-changes': searchChangesMigration(),
      '0013-drop-document-text-indexes': dropDocumentTextIndexesMigration(this.dialect),
      '0014-reindex-news-legal-stems': reindexNewsLegalStemsMigration(this.dialect),
      '0015-account-recovery': accountRecoveryMigration(this.dialect),
      '0016-citations': citationsMigration(this.dialect),
      '0017-article-statuses': articleStatusesMigration(this.dialect),
      '0018-document-versions': documentVersionsMigration(this.dialect),
      '0019-personal-library': personalLibraryMigration(this.dialect),
      '0020-saved-searches': savedSearchesMigration(this.dialect),
      '0021-decisions': decisionsMigration(),
      '0022-text-holdings': textHoldingsMigration(),
      '0023-text-preference': textPreferenceMigration(),
    };
    const refuse = async () => {
      throw new Error(this.irreversible);
    };
    return Object.fromEntries(Object.entries(migrations).map(([name, m]) => [name, { down: refuse, ...m }]));
  }
}
