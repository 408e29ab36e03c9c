import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppServices } from './app-services';

/**
 * In the shell: on the first page of a visit carrying UTM parameters, follows the comparator's gateway. The code
 * that asks the server (utm-gateway.ts) loads only for such a visit (ADR 0036).
 */
export function useUtmGatewayRouting(): void {
  const { http } = useAppServices();
  const location = useLocation();
  const navigate = useNavigate();
  const arrival = useRef(location);
  // Once per visit, even when the effect runs twice (StrictMode in development).
  const hasAsked = useRef(false);
  useEffect(() => {
    if (hasAsked.current) return;
    hasAsked.current = true;
    if (!new URLSearchParams(arrival.current.search).get('utm_source')) return;
    import('./utm-gateway')
      .then(({ utmGatewayDestination }) => utmGatewayDestination(http, arrival.current))
      .then((destination) => {
        if (destination) void navigate(destination, { replace: true });
      })
      .catch((error: unknown) => console.warn('Orientation comparateur indisponible', error));
  }, [http, navigate]);
}
