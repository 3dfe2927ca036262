// Unit tests run IndexedDB on fake-indexeddb; the browser and e2e use the real one.
import 'fake-indexeddb/auto'
