import { useCallback, useState } from 'react';
import { GEOLOCATION_OPTIONS } from '@shared/map';

/** The Around You card's states (SPEC §4): idle, requesting, then granted, denied or error. */
export type LocationState =
  | { status: 'idle' }
  | { status: 'requesting' }
  | { status: 'granted'; latitude: number; longitude: number }
  | { status: 'denied' }
  | { status: 'error' };

const PERMISSION_DENIED = 1;

/** Asks the browser where the user is, with the SPEC §9 options, only when asked to. */
export function useGeolocation() {
  const [state, setState] = useState<LocationState>({ status: 'idle' });
  const request = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'error' });
      return;
    }
    setState({ status: 'requesting' });
    navigator.geolocation.getCurrentPosition(
      (position) =>
        setState({
          status: 'granted',
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
        }),
      (error) => setState({ status: error.code === PERMISSION_DENIED ? 'denied' : 'error' }),
      GEOLOCATION_OPTIONS,
    );
  }, []);
  return { state, request };
}
