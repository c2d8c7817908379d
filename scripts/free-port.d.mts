/** Types of free-port.mjs: a TCP and UDP port free on 127.0.0.1 right now. */
export function freePort(): Promise<number>;
/** Whether a TCP port on 127.0.0.1 can be listened on right now. */
export function tcpPortFree(port: number): Promise<boolean>;
