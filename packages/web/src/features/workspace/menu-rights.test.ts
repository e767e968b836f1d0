import type { TRightEntry } from '@lontar/core';
import { describe, expect, it } from 'vitest';
import { menuEntries, rightsLookup, visibleMenu } from './menu-rights.ts';
import { MENU } from './menu-tree.ts';

const right = (screen: string, akses: boolean, rest: Partial<TRightEntry> = {}): TRightEntry => ({
  module: 'x',
  form: screen,
  screen,
  akses,
  tambah: akses,
  ubah: akses,
  hapus: akses,
  preview: akses,
  export: akses,
  jurnal: akses,
  ...rest,
});

describe('menu by rights', () => {
  it('leaves out entries whose screen the user may not open, and modules left empty', () => {
    const rights = rightsLookup([right('customer', false), right('vendor', true), right('fixed-asset', false), right('fa-type', false), right('fa-fiscal-type', false)]);
    const keys = menuEntries(visibleMenu(MENU, rights)).map((entry) => entry.key);
    expect(keys).not.toContain('customer');
    expect(keys).toContain('vendor');
    expect(keys).not.toContain('fixedAsset');
    expect(keys).not.toContain('import-fixedAsset');
    const modules = visibleMenu(MENU, rights).find((group) => group.key === 'modules')?.children.map((child) => child.key);
    expect(modules).not.toContain('assets');
    expect(modules).toContain('pos');
  });

  it('keeps screens the privilege list does not name, and disabled entries', () => {
    const keys = menuEntries(visibleMenu(MENU, rightsLookup([]))).map((entry) => entry.key);
    expect(keys).toEqual(expect.arrayContaining(['chat', 'commission', 'closeCompany', 'logout']));
  });

  it('gives each flag of a screen', () => {
    const rights = rightsLookup([right('item', true, { hapus: false })]);
    expect(rights('item')).toMatchObject({ akses: true, tambah: true, hapus: false });
    expect(rights(undefined).hapus).toBe(true);
  });

  it('has unique keys', () => {
    const keys = menuEntries(MENU).map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
