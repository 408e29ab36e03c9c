import { useMemo } from 'react';
import { useAppServices } from '../../app/app-services';
import { createSigningApi, type SigningApi } from './signing-api';

export function useSigningApi(): SigningApi {
  const { http } = useAppServices();
  return useMemo(() => createSigningApi(http), [http]);
}
