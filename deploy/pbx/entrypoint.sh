#!/bin/sh
# Starts Kamailio in the foreground; makes a self-signed certificate for 48089 when none is mounted.
set -e
mkdir -p /run/kamailio /etc/kamailio/tls
if [ ! -s /etc/kamailio/tls/pbx.crt ] || [ ! -s /etc/kamailio/tls/pbx.key ]; then
  echo "no certificate mounted: making a self-signed one for ${PBX_HOSTNAME:-pbx}"
  openssl req -x509 -newkey rsa:2048 -nodes -days 825 -subj "/CN=${PBX_HOSTNAME:-pbx}" \
    -addext "subjectAltName=DNS:${PBX_HOSTNAME:-pbx}" \
    -keyout /etc/kamailio/tls/pbx.key -out /etc/kamailio/tls/pbx.crt
fi
exec kamailio -f /etc/kamailio/kamailio.cfg -DD -E -m 128 -M 16 -Y /run/kamailio -P /run/kamailio/kamailio.pid
