import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Write } from '../../db/transaction.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { Refusal } from '../../lib/errors.js';
import type { CatalogAdminService, CatalogueChange } from '../catalog/catalog-admin.service.js';
import type { AuditService } from '../audit/audit.service.js';
import { bumpContentRevision } from '../settings/settings.service.js';
import type { ManagerCall } from './back-office-orders.service.js';

/**
 * The back-office's catalogue writes (ADR 035): each is one unit of work with
 * the catalogue's change, its audit row (the administrator, the call, the row, the values before
 * and after) and a bump of the content revision, so every instance's shop drops its cached
 * catalogue within its revision check. A save that changed nothing leaves no row and no bump.
 */
export class BackOfficeCatalogueService {
  constructor(private readonly deps: { catalogAdmin: CatalogAdminService; audit: AuditService }) {}

  async write(
    write: Write,
    call: ManagerCall,
    change: (trx: Kysely<Database>) => Promise<CatalogueChange>,
  ): Promise<number> {
    try {
      return await write(async (trx) => {
        const done = await change(trx);
        if (done.changed) {
          await this.deps.audit.recordManagerWrite(trx, {
            managerId: call.manager.id,
            action: call.action,
            entity: done.entity,
            entityId: done.id,
            ip: call.ip,
            before: done.before,
            after: done.after,
          });
          await bumpContentRevision(trx);
        }
        return done.id;
      });
    } catch (error) {
      // Two saves of the same new code at once: the second meets the unique index.
      if (isUniqueViolation(error)) throw new Refusal('conflict', 'CatalogueCodeTaken', 'code');
      throw error;
    }
  }
}
