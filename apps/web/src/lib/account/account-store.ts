import { useSyncExternalStore } from 'react';
import { createStore } from '../external-store';
import { readJson, storageKeys, writeJson } from '../storage';
import {
  accountReducer,
  initialAccountState,
  type AccountAction,
  type AccountState,
} from './account-reducer';

/** Persisted state loads as "not initialised": the app re-checks the tokens before using it. */
function loadPersisted(): AccountState {
  const saved = readJson<Partial<AccountState>>(storageKeys.account);
  return { ...initialAccountState, ...saved, isInitialized: false };
}

export const accountStore = createStore<AccountState, AccountAction>(
  accountReducer,
  loadPersisted(),
  (state) => writeJson(storageKeys.account, state),
);

export function useAccount(): AccountState {
  return useSyncExternalStore(accountStore.subscribe, accountStore.getState);
}
