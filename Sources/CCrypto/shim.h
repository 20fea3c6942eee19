// SHA-256 from OpenSSL's libcrypto (Debian's libssl-dev), for the reader's cache (issue 48): a
// strong digest of what each entry stands for, built in no time (swift-crypto compiles BoringSSL).
#include <openssl/evp.h>
