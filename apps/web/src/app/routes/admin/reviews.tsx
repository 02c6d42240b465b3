// The moderation queue of company reviews. One feature's page as it is.
export { AdminReviewsPage as default } from '../../../features/reviews/components/admin-reviews-page';
