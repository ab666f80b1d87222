// Domains follow the shared rules of the domain-like resources (name, unique slug, 409 when in use).
export { DOMAINE_KIND } from '../shared/named-entities';
