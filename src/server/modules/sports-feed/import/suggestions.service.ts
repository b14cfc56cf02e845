// The suggested games the feed import's workflows read and change (workflows/feed-import): the owner's queries,
// named here so nothing else reaches suggested-games.repo.
export {
  countSuggestions,
  findSuggestionStatus,
  gameForEvent,
  insertSuggestions,
  knownEventIds,
  listPendingSuggestions,
  listRejectedSuggestions,
  lockSuggestion,
  markApproved,
  refreshSuggestionLine,
  rejectAllPending,
  rejectIfPending,
  restoreIfRejected,
  type SuggestionListRow,
} from './suggested-games.repo';
