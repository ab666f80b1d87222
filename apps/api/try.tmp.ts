import { findArticleAt, parseDocumentStructure } from './src/modules/documents/structure';

const c = `LOI N°028-2008/AN PORTANT CODE DU TRAVAIL

Préambule du texte.

TITRE I : DISPOSITIONS GENERALES

CHAPITRE PREMIER
DE L'OBJET

Article premier : Objet
La présente loi s'applique aux travailleurs.

Elle régit les relations.
Article 2 : Le travailleur est toute personne
qui s'est engagée.
Article 5 du présent code dispose que rien.
ARTICLE 3
Texte trois.
Art. 4. Texte quatre, long.
Article L. 1234-5 (nouveau)
Texte L.
Partie où est situé le bien
TITRE II du présent code
TITRE II - DES CONTRATS
Article 3 : doublon.
Article.38. Nouveau - Le travailleur malade
Article753 : La co
Article : 852 : Si le do
ARTICLE 14 !LE CONSEIL ECONOMIQUE ET SOCIAL
Section Il : De la politique
Sous-section 1 : X
Article 12, alinéa 2 du code
Livre Ier : Des personnes
Titre préliminaire : De la publication`;
const r = parseDocumentStructure(c);
for (const b of r.blocks) console.log(JSON.stringify(b));
console.log(findArticleAt(r.blocks, c.indexOf('Elle régit'))?.id, findArticleAt(r.blocks, 5));
