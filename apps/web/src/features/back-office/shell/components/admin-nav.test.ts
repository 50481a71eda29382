import { describe, expect, it } from 'vitest';
import { navFor, refusedItem } from './admin-nav';

describe('the back-office menu', () => {
  it("shows a manager only the manager's screens and an administrator all of them", () => {
    const manager = navFor('manager').map((item) => item.to);
    const admin = navFor('admin').map((item) => item.to);
    expect(manager).toContain('/admin/orders');
    expect(manager).not.toContain('/admin/staff');
    expect(manager).not.toContain('/admin/catalogue');
    expect(admin).toEqual(expect.arrayContaining([...manager, '/admin/staff', '/admin/catalogue']));
  });

  it("refuses a manager an administrator's screen opened by its address, and nothing else", () => {
    expect(refusedItem('manager', '/admin/staff')?.key).toBe('AdminStaff');
    expect(refusedItem('manager', '/admin/catalogue/products/101')?.key).toBe('AdminCatalogue');
    expect(refusedItem('manager', '/admin/orders/5')).toBeUndefined();
    expect(refusedItem('manager', '/admin/staffing')).toBeUndefined();
    expect(refusedItem('admin', '/admin/staff')).toBeUndefined();
  });

  it("puts the seller, the site's blocks and the phone masks after the contacts, for administrators only", () => {
    const keys = navFor('admin').map((item) => item.key);
    const contacts = keys.indexOf('AdminContacts');
    expect(keys.slice(contacts, contacts + 4)).toEqual([
      'AdminContacts',
      'AdminSeller',
      'AdminBlocks',
      'AdminPhoneMasks',
    ]);
    expect(navFor('manager').map((item) => item.key)).not.toContain('AdminBlocks');
    expect(navFor('manager').map((item) => item.key)).not.toContain('AdminSeller');
    expect(refusedItem('manager', '/admin/site/seller')?.key).toBe('AdminSeller');
    expect(refusedItem('manager', '/admin/site/blocks/first-docs')?.key).toBe('AdminBlocks');
    expect(refusedItem('manager', '/admin/site/phone-masks')?.key).toBe('AdminPhoneMasks');
    expect(refusedItem('admin', '/admin/site/blocks/reviews')).toBeUndefined();
  });
});
