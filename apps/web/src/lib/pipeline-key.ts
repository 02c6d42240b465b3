// The hiring pipeline is shown by several features (applications, interviews, candidate bookmarks)
// that may not import each other, yet a move, an interview or a bookmark changes what all of them
// show. Every query of the pipeline starts with this key, so one invalidation refreshes them all.
export const pipelineKey = ['applications'] as const;
