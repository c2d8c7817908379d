export { buildGateway, type GatewayDeps, type Upstream } from './app.js';
export { type GatewayConfig, loadGatewayConfig } from './config.js';
export { buildEmbeddedGateway } from './embedded-gateway.js';
export { buildRemoteGateway, remoteVerifier } from './remote.js';
