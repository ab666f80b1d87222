import { frenchDay } from './api-law';

// Saved searches and alerts (api.md "Personal library"): server messages and the alert mail.

const FREQUENCY_WORDS = { none: 'aucune', daily: 'quotidienne', weekly: 'hebdomadaire' } as const;

export const ALERTS_API_MESSAGES = {
  nameRequired: 'Donnez un nom à cette recherche',
  nameTooLong: (max: number) => `Le nom ne peut pas dépasser ${max} caractères`,
  queryInvalid: 'La recherche est invalide',
  queryTooLong: (max: number) => `La recherche ne peut pas dépasser ${max} caractères`,
  alertInvalid: 'Fréquence d’alerte invalide (aucune, quotidienne ou hebdomadaire)',
  notFound: 'Recherche enregistrée introuvable',
  created: 'Recherche enregistrée',
  updated: 'Recherche enregistrée mise à jour',
  deleted: 'Recherche enregistrée supprimée',
  tooManySaved: (max: number) =>
    `Vous avez atteint la limite de ${max} recherches enregistrées : supprimez-en une pour en ajouter une autre`,
  tooManyAlerts: (max: number, premium: boolean) =>
    premium
      ? `Votre abonnement Premium permet ${max} alertes au plus : désactivez-en une pour en ajouter une autre`
      : `Le compte gratuit permet ${max} alertes au plus : désactivez-en une, ou passez à Premium (jusqu'à 50 alertes)`,
  frequencyNotInPlan:
    'Les alertes quotidiennes sont réservées aux abonnés Premium : choisissez une alerte hebdomadaire',
  unsubscribed: (name: string) =>
    `L'alerte de la recherche « ${name} » est désactivée : vous ne recevrez plus de courriel pour elle.`,
  unsubscribeInvalid:
    "Ce lien de désabonnement n'est pas valide, ou la recherche enregistrée a été supprimée.",
  frequencyLabel: (f: keyof typeof FREQUENCY_WORDS) => FREQUENCY_WORDS[f],
} as const;

/** One text of an alert mail. */
export interface AlertMailText {
  title: string;
  docType: string | null;
  publishedAt: string | null;
  link: string;
}

export const ALERT_MAIL = (c: {
  productName: string;
  publicUrl: string;
  firstname: string;
  name: string;
  texts: readonly AlertMailText[];
  total: number;
  searchLink: string;
  unsubscribeLink: string;
}) => {
  const others = c.total - c.texts.length;
  return {
    subject: `${c.productName} - ${c.total} nouveau${c.total > 1 ? 'x' : ''} texte${c.total > 1 ? 's' : ''} pour « ${c.name} »`,
    text: [
      `Bonjour ${c.firstname},`,
      '',
      `${c.total > 1 ? `${c.total} textes ont été publiés` : 'Un texte a été publié'} depuis la dernière alerte de votre recherche « ${c.name} » :`,
      '',
      ...c.texts.flatMap((t) => [
        `- ${t.title}`,
        `  ${[t.docType, t.publishedAt ? frenchDay(t.publishedAt) : null].filter(Boolean).join(' - ')}`.trimEnd(),
        `  ${t.link}`,
      ]),
      ...(others > 0 ? ['', `et ${others} autre${others > 1 ? 's' : ''}`] : []),
      '',
      'Voir tous les résultats :',
      c.searchLink,
      '',
      'Pour ne plus recevoir cette alerte (les autres restent actives), ouvrez ce lien :',
      c.unsubscribeLink,
      '',
      `L'équipe ${c.productName}`,
      c.publicUrl,
    ].join('\n'),
  };
};

export const ALERTS_CLI_MESSAGES = {
  passDone: (checked: number, mailed: number, deferred: number) =>
    `Alertes : ${checked} recherche(s) examinée(s), ${mailed} courriel(s) mis en file, ${deferred} reportée(s)`,
  passFailed: 'Échec de l’envoi des alertes :',
} as const;
