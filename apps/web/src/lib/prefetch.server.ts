// A page's first data, asked for by its route's loader on the server (docs/decisions/045): the
// queries its first screen makes, run with the same query functions the browser uses (the API
// client asks the API in this process, as the visitor), then handed to the page dehydrated, so
// that the server's HTML already holds them and the browser does not ask again as it hydrates.
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type FetchQueryOptions, hashKey, QueryClient } from '@tanstack/react-query';
import { type AppLoadContext, data } from 'react-router';
import { isMissingRecord, type ServerTransport, setServerTransport } from './api-client';
import type { FirstData } from './first-data';

const visitor = new AsyncLocalStorage<ServerTransport>();
setServerTransport(() => visitor.getStore());

// biome-ignore lint/suspicious/noExplicitAny: each query has its own data type
type AnyQuery = FetchQueryOptions<any, any, any, any>;

/**
 * The loader's answer: these queries' data, for the page's HydrationBoundary (root.tsx). `record`,
 * the page's own record, is asked for with them; where the API finds it missing (isMissingRecord), the
 * answer is a 404 (as the guards answer), not a page with 200 that says so once it runs: the
 * not-found page, or the page's own words where its route says them (lib/record-gone.tsx).
 */
export async function prefetched(
  context: AppLoadContext,
  queries: AnyQuery[],
  { record }: { record?: AnyQuery } = {},
): Promise<FirstData> {
  const client = new QueryClient();
  const asked = record ? [record, ...queries] : queries;
  // A query that fails is left out: the page then asks for it itself, and shows its own error.
  await visitor.run(
    (_method, path) => context.askApi(path),
    () => Promise.all(asked.map((query) => client.prefetchQuery(query))),
  );
  const failure = record && client.getQueryState(record.queryKey)?.error;
  if (isMissingRecord(failure)) throw data(null, { status: 404 });
  return { firstData: dehydrate(client) };
}

/** Answers asked for one after the other (a query known only once an earlier one answered), as one. */
export function joined(...answers: FirstData[]): FirstData {
  return { firstData: { mutations: [], queries: answers.flatMap((answer) => answer.firstData.queries) } };
}

/** The data a loader's query delivered, if the API answered it. */
export function deliveredData<T>(first: FirstData, query: { queryKey: readonly unknown[] }): T | undefined {
  const hash = hashKey(query.queryKey);
  return first.firstData.queries.find((delivered) => delivered.queryHash === hash)?.state.data as T | undefined;
}
