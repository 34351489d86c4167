// jsdom, plus the platform's fetch and encoding classes, which jsdom lacks and react-router's
// data router needs (Request, AbortController with a signal Request accepts, TextEncoder).
const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * The platform's FormData, which also reads a jsdom form as a browser's does (`new FormData(form,
 * submitter)`: React 19 builds one when a form's submit is cancelled inside a transition). Only
 * text fields are read from a form: no test here submits a file through one.
 */
function formDataReading(JsdomFormData) {
  return class WebFormData extends FormData {
    constructor(form, submitter) {
      super();
      if (form === undefined) return;
      for (const [name, value] of new JsdomFormData(form, submitter ?? null)) {
        if (typeof value === 'string') this.append(name, value);
      }
    }
  };
}

class WebEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const JsdomFormData = this.global.FormData;
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      FormData: formDataReading(JsdomFormData),
      Blob,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      structuredClone,
    });
  }
}

module.exports = WebEnvironment;
