import { defineModule } from '../../platform/module.js';
import { exportsRoutes } from './exports.routes.js';
import { createExportsService } from './exports.service.js';

/** CSV, PDF and FHIR exports of saved uploads. */
export const exportsModule = defineModule({
  name: 'exports',
  async register(app, { database, blobs }) {
    await app.register(exportsRoutes, {
      exports: createExportsService({ db: database.db, blobs }),
    });
  },
});
