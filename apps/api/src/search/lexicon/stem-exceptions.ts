/**
 * Words whose Snowball stem would merge two legal notions, or split one, mapped to the stem they get
 * instead (folded, accent-free forms). Found by stemming the legal vocabulary and reading the results
 * (stem.test.ts holds the pairs). Changing this list changes what is indexed: every stored index built
 * with the old list must be rebuilt (docs/search-engine.md, "Analysis changes").
 */
const GROUPS: ReadonlyArray<readonly [stem: string, words: string]> = [
  ['nantissement', 'nantissement nantissements'], // Snowball: 'nant', the stem of Nantes
  ['fonds', 'fonds'], // Snowball: 'fond', as fondé and fonder
  ['loyer', 'loyer loyers'], // Snowball: loyer -> 'loi': rent would match every law
  ['cours', 'cours'], // the final-s rule gives 'cour': au cours de is not the Cour suprême
  ['courant', 'courant courants'], // Snowball: 'cour' (compte courant)
  ['delai', 'delai delais'], // Snowball: 'del', also the stem of délit
  ['delit', 'delit delits'], // Snowball: 'del' for délit, 'delit' for délits
  ['fois', 'fois'], // the final-s rule gives 'foi': une fois is not la bonne foi
  ['pays', 'pays'], // Snowball: 'pay', the stem of paye
  ['commune', 'commune communes'], // Snowball: 'commun': les communes are not le droit commun
  ['arrete', 'arrete arretes'], // Snowball: 'arret': an arrêté (an act) is not an arrêt (a judgment)
  ['amendement', 'amendement amendements'], // Snowball: 'amend', the stem of amende (a fine)
  ['public', 'publique publiques'], // Snowball: 'publiqu', apart from public
  ['publication', 'publication publications'], // Snowball: 'publiqu', the stem of publique
  ['partie', 'partie parties'], // Snowball: 'part': parties au contrat are not parts sociales
  ['parti', 'parti partis'], // Snowball: 'part' (partis politiques)
  ['refus', 'refus'], // the final-s rule gives 'refu', apart from refuser ('refus')
  ['abus', 'abus'], // the final-s rule gives 'abu', apart from abuser and abusif ('abus')
];

export const STEM_EXCEPTIONS: ReadonlyMap<string, string> = new Map(
  GROUPS.flatMap(([stem, words]) => words.split(' ').map((word) => [word, stem] as const)),
);
