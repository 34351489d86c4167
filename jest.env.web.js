// jsdom, plus the platform's fetch and encoding classes, which jsdom lacks and react-router's
// data router needs (Request, AbortController with a signal Request accepts, TextEncoder).
const { TestEnvironment } = require('jest-environment-jsdom');

class WebEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
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
