import { asArray, asNumber, asObject } from './decode';

/** One page of a list from the member- and agent-centre calls. */
export interface Page<T> {
  list: T[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export function readPage<T>(value: unknown, readItem: (item: unknown) => T): Page<T> {
  const v = asObject(value);
  const list = asArray<unknown>(v.list).map(readItem);
  return {
    list,
    pageNo: asNumber(v.pageNo, 1),
    pageSize: asNumber(v.pageSize, list.length),
    total: asNumber(v.total, list.length),
    totalPages: asNumber(v.totalPages, 1),
  };
}
