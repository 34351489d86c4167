export {
  startTestApi,
  type TestApi,
  type TestApiAnswer,
  type TestApiRequest,
  type TestApiRoutes,
} from '@mealprep/shared/testing';
