import type { AddressDto } from '@umbrella/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/errors/app-errors';
import { raiseError, reportError } from '@/lib/errors/error-store';
import { searchAddresses } from '../api/search-addresses';
import { shownAddressResults } from '../lib/address-results';
import { type FieldMessage, MESSAGE_KEYS, message } from '../lib/messages';

/** A non-empty text is searched after a 100 ms delay and then a 300 ms debounce (ONEW-42, Ambiguity 4 (a)). */
export const SEARCH_DELAY_MS = 100;
export const SEARCH_DEBOUNCE_MS = 300;

export type AddressSearch = {
  results: AddressDto[];
  searching: boolean;
  /** The last finished search found nothing (ONEW-45). */
  empty: boolean;
  /** The server refused the text (400): said under the field, not in the global error dialog. */
  fieldError: FieldMessage | undefined;
  search: (text: string) => void;
  clear: () => void;
};

/** The dictionary search of one country; errors go to the generic error reporter (ONEW-63). */
export function useAddressSearch(country: string): AddressSearch {
  const [results, setResults] = useState<AddressDto[]>([]);
  const [searching, setSearching] = useState(false);
  const [empty, setEmpty] = useState(false);
  const [refused, setRefused] = useState(false);
  const delay = useRef<ReturnType<typeof setTimeout>>(undefined);
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef<AbortController>(undefined);

  const cancel = useCallback(() => {
    clearTimeout(delay.current);
    clearTimeout(debounce.current);
    inFlight.current?.abort();
  }, []);

  useEffect(() => cancel, [cancel]);

  const run = useCallback(
    (text: string) => {
      const controller = new AbortController();
      inFlight.current = controller;
      searchAddresses(text, country, controller.signal).then(
        (found) => {
          const shown = shownAddressResults(found);
          setResults(shown);
          setEmpty(shown.length === 0);
          setSearching(false);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setSearching(false);
          if (error instanceof ApiError && error.status === 400) {
            setRefused(true);
            reportError(error);
          } else raiseError(error);
        },
      );
    },
    [country],
  );

  const search = useCallback(
    (text: string) => {
      cancel();
      setRefused(false);
      if (text.trim() === '') {
        setResults([]);
        setEmpty(false);
        setSearching(false);
        return;
      }
      setSearching(true);
      delay.current = setTimeout(() => {
        debounce.current = setTimeout(() => run(text.trim()), SEARCH_DEBOUNCE_MS);
      }, SEARCH_DELAY_MS);
    },
    [cancel, run],
  );

  const clear = useCallback(() => {
    cancel();
    setResults([]);
    setEmpty(false);
    setRefused(false);
    setSearching(false);
  }, [cancel]);

  const fieldError = refused ? message(MESSAGE_KEYS.fieldNotValid) : undefined;
  return { results, searching, empty, fieldError, search, clear };
}
