/**
 * Hand-encodes a tiny ONNX model (protobuf) so that tests need no download:
 * x[1,3,H,W] → GlobalAveragePool → Flatten → MatMul W[3,2] → Add b[2] → y[1,2] (logits).
 * With W = [[1,−1],[0,0],[−1,1]] the logits are [R̄ − B̄, B̄ − R̄].
 */
function varint(n: number): number[] {
  const out: number[] = [];
  let v = n;
  while (v > 127) {
    out.push((v & 127) | 128);
    v = Math.floor(v / 128);
  }
  out.push(v);
  return out;
}
const key = (field: number, wire: number) => varint(field * 8 + wire);
const num = (field: number, v: number) => [...key(field, 0), ...varint(v)];
const bytes = (field: number, b: readonly number[]) => [
  ...key(field, 2),
  ...varint(b.length),
  ...b,
];
const str = (field: number, s: string) => bytes(field, [...Buffer.from(s, 'utf8')]);

function tensor(name: string, dims: number[], values: number[]): number[] {
  const raw = Buffer.alloc(values.length * 4);
  values.forEach((v, i) => raw.writeFloatLE(v, i * 4));
  return [...dims.flatMap((d) => num(1, d)), ...num(2, 1), ...str(8, name), ...bytes(9, [...raw])];
}

function valueInfo(name: string, dims: number[]): number[] {
  const shape = dims.flatMap((d) => bytes(1, num(1, d)));
  const tensorType = [...num(1, 1), ...bytes(2, shape)];
  return [...str(1, name), ...bytes(2, bytes(1, tensorType))];
}

function node(op: string, inputs: string[], outputs: string[]): number[] {
  return [...inputs.flatMap((i) => str(1, i)), ...outputs.flatMap((o) => str(2, o)), ...str(4, op)];
}

export function tinyColourModel(size = 4): Uint8Array {
  const graph = [
    ...bytes(1, node('GlobalAveragePool', ['x'], ['pooled'])),
    ...bytes(1, node('Flatten', ['pooled'], ['flat'])),
    ...bytes(1, node('MatMul', ['flat', 'W'], ['mm'])),
    ...bytes(1, node('Add', ['mm', 'b'], ['y'])),
    ...str(2, 'tiny-colour'),
    ...bytes(5, tensor('W', [3, 2], [1, -1, 0, 0, -1, 1])),
    ...bytes(5, tensor('b', [2], [0, 0])),
    ...bytes(11, valueInfo('x', [1, 3, size, size])),
    ...bytes(12, valueInfo('y', [1, 2])),
  ];
  const model = [
    ...num(1, 8),
    ...str(2, 'dermadesk-test'),
    ...bytes(7, graph),
    ...bytes(8, [...str(1, ''), ...num(2, 13)]),
  ];
  return Uint8Array.from(model);
}
