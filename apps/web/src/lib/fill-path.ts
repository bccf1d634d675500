// One filler for screen and endpoint paths, shared with the API's links into the app.
export { fillPath, type PathParams } from '@tutoring/shared/plain';
