// The import module's public surface: other modules import only from here.
export { ImportModule } from './import.module.js';
