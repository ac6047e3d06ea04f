import { REACT_19 } from './projects.ts';
import { describeReactConsumer } from './react-consumer.ts';

describeReactConsumer('React 19', REACT_19);
