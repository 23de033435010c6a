export { BusinessErrorPage } from './BusinessErrorPage';
export { NotFoundPage } from './NotFoundPage';
export { ServerErrorPage } from './ServerErrorPage';
