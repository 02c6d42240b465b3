// An address that is no page: the not-found page in the layout of whoever asks, answered with 404.
import { data } from 'react-router';
import { NotFoundRoute } from '../not-found-page';

export const loader = () => data(null, { status: 404 });
export const clientLoader = () => null;

export default NotFoundRoute;
