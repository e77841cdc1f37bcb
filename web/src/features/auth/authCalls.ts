import { useEffect, useState } from 'react';
import { passwordApiOf, type PasswordApi } from '../../api/client/password';
import { registerApiOf, type RegisterApi } from '../../api/client/register';
import type { Country } from '../../api/types';
import { useStores } from '../../stores/StoreContext';

/*
 * The registration and password calls are made by the sign-in forms only, so they travel with the
 * forms' chunk instead of the root's `ApiClient`, which the home route downloads.
 */

export function useRegisterApi(): RegisterApi {
  const { api } = useStores();
  return registerApiOf(api.transport);
}

export function usePasswordApi(): PasswordApi {
  const { api } = useStores();
  return passwordApiOf(api.transport);
}

/**
 * The countries a mobile number may be from, with the dialling code chosen (the first country's
 * until the player picks another). A list that cannot be read leaves the choice empty; the
 * number's own check then asks for a code.
 */
export function useCountries() {
  const register = useRegisterApi();
  const [countries, setCountries] = useState<Country[]>([]);
  const [dialing, setDialing] = useState('');
  useEffect(() => {
    let live = true;
    register
      .getCountries()
      .then((list) => {
        if (!live) return;
        setCountries(list);
        setDialing((current) => current || (list[0]?.dialingCode ?? ''));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [register]);
  const country = countries.find((c) => c.dialingCode === dialing);
  return { countries, dialing, setDialing, country };
}
