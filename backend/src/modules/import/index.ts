// The import module's public surface: other modules import only from here.
export { ImportCoreModule, ImportModule } from './import.module.js';
export { ImportService } from './import.service.js';
