declare module 'codes-postaux' {
  interface PostalCodeEntry {
    codePostal: string;
    codeCommune: string;
    nomCommune: string;
    libelleAcheminement: string;
  }
  const codesPostaux: { find(postalCode: string): PostalCodeEntry[] };
  export default codesPostaux;
}
