//! The two `open` flags the standard library has no names for, without a libc crate in the
//! library: `O_NONBLOCK` (opening a FIFO does not wait for a writer) and `O_NOFOLLOW` (a
//! link at the name is refused). Their values differ by system and processor; they are
//! written here for the systems we know, checked against the `libc` crate by the tests,
//! and 0 (no flag: the checks before and after opening still refuse a FIFO or a link, only
//! the race between them is open) elsewhere.

#[cfg(all(
    any(target_os = "linux", target_os = "android"),
    any(
        target_arch = "x86",
        target_arch = "x86_64",
        target_arch = "arm",
        target_arch = "aarch64",
        target_arch = "riscv64",
        target_arch = "loongarch64",
        target_arch = "s390x"
    )
))]
mod values {
    pub const NON_BLOCKING: i32 = 0o4000;
    #[cfg(any(target_arch = "arm", target_arch = "aarch64"))]
    pub const NO_FOLLOW: i32 = 0o100000;
    #[cfg(not(any(target_arch = "arm", target_arch = "aarch64")))]
    pub const NO_FOLLOW: i32 = 0o400000;
}

#[cfg(any(
    target_os = "macos",
    target_os = "ios",
    target_os = "freebsd",
    target_os = "openbsd",
    target_os = "netbsd",
    target_os = "dragonfly"
))]
mod values {
    pub const NON_BLOCKING: i32 = 0x4;
    pub const NO_FOLLOW: i32 = 0x100;
}

#[cfg(not(any(
    all(
        any(target_os = "linux", target_os = "android"),
        any(
            target_arch = "x86",
            target_arch = "x86_64",
            target_arch = "arm",
            target_arch = "aarch64",
            target_arch = "riscv64",
            target_arch = "loongarch64",
            target_arch = "s390x"
        )
    ),
    target_os = "macos",
    target_os = "ios",
    target_os = "freebsd",
    target_os = "openbsd",
    target_os = "netbsd",
    target_os = "dragonfly"
)))]
mod values {
    pub const NON_BLOCKING: i32 = 0;
    pub const NO_FOLLOW: i32 = 0;
}

/// `O_NONBLOCK`: opening a FIFO returns at once.
#[cfg_attr(not(unix), allow(dead_code))]
pub const NON_BLOCKING: i32 = values::NON_BLOCKING;
/// `O_NOFOLLOW`: a symbolic link at the name is refused.
#[cfg_attr(not(unix), allow(dead_code))]
pub const NO_FOLLOW: i32 = values::NO_FOLLOW;

#[cfg(all(test, unix))]
mod tests {
    #[test]
    fn the_flags_are_the_systems_own() {
        if super::NON_BLOCKING != 0 {
            assert_eq!(super::NON_BLOCKING, libc::O_NONBLOCK);
            assert_eq!(super::NO_FOLLOW, libc::O_NOFOLLOW);
        }
    }
}
