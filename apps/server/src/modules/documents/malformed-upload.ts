import { HttpError } from '../../http/errors.ts';

/** The body is not multipart as its header says, or it ends before its closing boundary: the client's error. */
export const malformedUpload = () =>
  new HttpError(400, 'De upload is onvolledig of geen geldige multipart/form-data');
