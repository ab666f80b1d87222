const documents = (n: number) => `${n} document${n > 1 ? 's' : ''}`;

/** Messages of the reference-data back-office: domains, bodies (organismes) and document types. */
export const REFERENCE_DATA_API_MESSAGES = {
  created: 'Créé avec succès',
  updated: 'Mis à jour avec succès',
  deleted: 'Supprimé avec succès',
  domaineNotFound: 'Domaine non trouvé',
  domaineInUse: (n: number) => `Ce domaine est utilisé par ${documents(n)}`,
  organismeNotFound: 'Organisme non trouvé',
  organismeInUse: (n: number) => `Cet organisme est utilisé par ${documents(n)}`,
  docTypeNotFound: 'Type de document non trouvé',
  docTypeInUse: (n: number) => `Ce type de document est utilisé par ${documents(n)}`,
  /** A name that exists already, case and accents aside (409, NAME_TAKEN). */
  domaineExists: 'Un domaine portant ce nom existe déjà',
  organismeExists: 'Un organisme portant ce nom existe déjà',
  docTypeExists: 'Un type de document portant ce nom existe déjà',
} as const;
