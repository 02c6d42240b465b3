// The scheme office's recommendations: the funnel and the picks. One feature's page as it is.
export { RecommendationsPage as default } from '../../../features/office-recommendations/components/recommendations-page';
