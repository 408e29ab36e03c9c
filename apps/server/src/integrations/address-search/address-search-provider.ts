/** An address found by the national address API, in SPEC §3's Address fields. */
export interface AddressSuggestion {
  fullAddress: string;
  streetNumber?: string;
  streetName?: string;
  zipCode: string;
  city: string;
  inseeCode: string;
}

export interface AddressSearchQuery {
  q: string;
  type?: 'housenumber' | 'street' | 'locality' | 'municipality';
  autocomplete?: boolean;
  postcode?: string;
  citycode?: string;
  limit?: number;
}

export interface AddressSearchProvider {
  /** Never throws: a failure is logged by the provider and yields an empty list (SPEC §8). */
  search(query: AddressSearchQuery): Promise<AddressSuggestion[]>;
}
