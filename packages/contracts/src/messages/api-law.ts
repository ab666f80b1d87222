import { FRENCH_MONTHS } from '../constants';

/** '2015-11-05' → '5 novembre 2015' ('1er' for the first of a month). */
export function frenchDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${d === 1 ? '1er' : d} ${FRENCH_MONTHS[m - 1] ?? ''} ${y}`;
}

/** The law as it stands (api.md "Texts as the law stands"): server messages. */
export const LAW_MESSAGES = {
  /** The label of a version recorded without one. */
  versionOf: (date: string) => `Version du ${frenchDay(date)}`,
  firstVersion: 'Version initiale',
  articleNotFound: "Cet article n'existe pas dans ce document",
  versionNotFound: "Cette version n'existe pas pour ce document",
  statusByNotFound: "Le texte indiqué comme auteur du changement n'existe pas",
  statusByArticleNotFound: "L'article indiqué n'existe pas dans le texte qui a changé celui-ci",
  statusSaved: "Statut de l'article enregistré",
  versionAdded: 'Nouvelle version enregistrée ; la précédente reste consultable',
  versionDateNotAfter: (previous: string) =>
    `La nouvelle version doit prendre effet après la version en vigueur (depuis le ${frenchDay(previous)})`,
  versionContentRequired: 'Le texte de la nouvelle version est requis (saisi ou lu dans un PDF)',
  sameVersion: 'Choisissez deux versions différentes à comparer',
  /** Repealed articles in a search hit's snippet line. */
  repealed: 'Abrogé',
  repealedBy: (by: string) => `Abrogé par ${by}`,
  modified: 'Modifié',
  manifestTextNotFound: (reference: string) => `Statut d'article : aucun texte de référence « ${reference} »`,
  manifestArticleNotFound: (article: string) => `Statut d'article : article introuvable (${article})`,
} as const;
