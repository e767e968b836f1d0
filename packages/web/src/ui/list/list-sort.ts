import type { SorterResult } from 'antd/es/table/interface';

export interface ListSort {
  key: string;
  dir: 'asc' | 'desc';
}

/** antd's sorter state → the server's sort and dir (undefined: the server's default order). */
export function sortFromTable<T>(sorter: SorterResult<T> | SorterResult<T>[]): ListSort | undefined {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!one?.order || one.columnKey === undefined) return undefined;
  return { key: String(one.columnKey), dir: one.order === 'descend' ? 'desc' : 'asc' };
}
