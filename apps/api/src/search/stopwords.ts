// French stop words, written accent-free because they are matched after folding.
// Deliberately NOT stop words: 'or' (gold: mining law matters in Burkina Faso), 'non'
// ('non-respect'), 'plus', 'tout', 'sans', 'contre', 'entre' (they change a legal meaning),
// and single letters other than 'a'/'y' (so 'L. 1234-5' keeps its letter).
const WORDS = `
a au aux avec ce ceci cela celle celles celui ceux ces cet cette chez comme dans de des du
donc dont elle elles en et eux il ils je la le les leur leurs lui ma mais me meme mes moi
mon ne ni nos notre nous on ou par pas pour qu que quel quelle quelles quels qui sa se
ses si son sur ta te tes toi ton tu un une vos votre vous y lors lorsque puisque quand
car aussi ainsi celle-ci afin
ete etee etees etes etant etais etait etions etiez etaient suis es est sommes sont serai
seras sera serons serez seront serais serait serions seriez seraient fus fut fumes futes
furent sois soit soyons soyez soient fusse fusses fut fussions fussiez fussent etre
ai as avons avez ont aurai auras aura aurons aurez auront aurais aurait aurions auriez
auraient avais avait avions aviez avaient eut eumes eutes eurent aie aies ait ayons ayez
aient eusse eusses eut eussions eussiez eussent ayant avoir
`;

export const FRENCH_STOP_WORDS: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter(Boolean));

export function isStopWord(foldedToken: string): boolean {
  return FRENCH_STOP_WORDS.has(foldedToken);
}
