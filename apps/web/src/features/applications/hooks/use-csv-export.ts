// The applicants' CSV download of a list: busy while it runs, and its failure kept for the page
// to show (or handed to `onError`). The file is named by the API (content-disposition).
import { useState } from 'react';
import { useErrorText } from '../../../lib/form-errors';
import { type CompanyCandidateFilters, exportCompanyCandidates } from '../api/get-company-candidates';

export function useCsvExport({ onError }: { onError?: (err: unknown) => void } = {}) {
  const errorText = useErrorText();
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async (filters: Omit<CompanyCandidateFilters, 'page'>) => {
    setExporting(true);
    setError(null);
    try {
      await exportCompanyCandidates(filters);
    } catch (err) {
      if (onError) onError(err);
      else setError(errorText(err));
    } finally {
      setExporting(false);
    }
  };
  return { exporting, error, clearError: () => setError(null), start };
}
