// The state file of a demo environment (`--state-file` / MOCK_STATE_FILE): the store kept in a
// SQLite file, every change committed before its answer leaves; a JSON state file of the mock
// before SQLite is imported once. The parts live in ./persistence/ (state-store.ts).

export {
  databasePathOf,
  openStateStore,
  type StateStore,
  type StateStoreOptions,
  type StateStoreStatus,
} from './persistence/state-store';
export { StateFileError, restoreStore, snapshotStore, type Snapshot } from './persistence/snapshot';
