/** The OpenAPI description served at /api/docs: what each public call does. */
export const API_DOCS = {
  description: 'API de la base de données juridique.',
  health: 'État du service et de la base de données',
  search: 'Recherche plein texte et filtres sur les documents publiés',
  documentCount: 'Nombre de documents publiés',
  document: 'Un document, ses blocs et sa table des matières (si long : premiers blocs, table à part)',
  documentToc: "La table des matières entière d'un document (envoyée à part pour un document long)",
  documentBlocks: "Une fenêtre de blocs d'un document long",
  documentOutline:
    "Ce qu'un visiteur voit d'un document partagé : titre, référence, type, date et plan (sans le texte)",
  documentPdf: 'Le PDF du document (Premium et administrateurs)',
  docTypes: 'Types de documents avec leur catégorie',
  domaines: 'Domaines du droit',
} as const;
