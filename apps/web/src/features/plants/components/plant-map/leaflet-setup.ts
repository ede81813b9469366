import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
// Geoman extends the global `L` that Leaflet's bundle sets on `window`: Leaflet must be evaluated first, as
// the import above guarantees.
import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';

export { L };
