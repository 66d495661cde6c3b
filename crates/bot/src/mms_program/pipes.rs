//! The non-blocking pipes to a mouse program, at the system's level (Unix): reads that say
//! "nothing now" apart from "closed", the bytes waiting in a pipe, and SIGPIPE held off while
//! writing to a program that may have closed its stdin ([`super::process`]'s helpers).

use std::io;
use std::os::fd::{AsRawFd, OwnedFd};

/// The bytes waiting in a pipe (`FIONREAD`; 0 if it cannot say).
pub(super) fn bytes_in_pipe(fd: &OwnedFd) -> usize {
    let mut bytes: libc::c_int = 0;
    // SAFETY: FIONREAD writes one int through a valid pointer; the descriptor is ours.
    let ok = unsafe { libc::ioctl(fd.as_raw_fd(), libc::FIONREAD, &mut bytes) } == 0;
    if ok { usize::try_from(bytes).unwrap_or(0) } else { 0 }
}

/// Reads into `buffer`: `Ok(usize::MAX)` when nothing is there now.
pub(super) fn read(fd: &OwnedFd, buffer: &mut [u8]) -> io::Result<usize> {
    loop {
        // SAFETY: reads into a live buffer of `buffer.len()` bytes from our pipe.
        let n = unsafe { libc::read(fd.as_raw_fd(), buffer.as_mut_ptr().cast(), buffer.len()) };
        if n >= 0 {
            return Ok(n as usize);
        }
        let err = io::Error::last_os_error();
        match err.kind() {
            io::ErrorKind::Interrupted => continue,
            io::ErrorKind::WouldBlock => return Ok(usize::MAX),
            _ => return Err(err),
        }
    }
}

pub(super) fn set_nonblocking(fd: &OwnedFd) {
    // SAFETY: fcntl on a descriptor we own.
    unsafe {
        let flags = libc::fcntl(fd.as_raw_fd(), libc::F_GETFL);
        libc::fcntl(fd.as_raw_fd(), libc::F_SETFL, flags | libc::O_NONBLOCK);
    }
}

/// SIGPIPE blocked on this thread while it writes to a program that may have closed its
/// stdin (the binary gives SIGPIPE its default action, which would end mousemaze); a SIGPIPE
/// left pending is taken back before the old mask returns.
pub(super) struct SigpipeBlocked {
    old: libc::sigset_t,
}

impl SigpipeBlocked {
    pub(super) fn new() -> SigpipeBlocked {
        // SAFETY: sigset operations on local sets; pthread_sigmask changes this thread only.
        unsafe {
            let mut pipe: libc::sigset_t = std::mem::zeroed();
            libc::sigemptyset(&mut pipe);
            libc::sigaddset(&mut pipe, libc::SIGPIPE);
            let mut old: libc::sigset_t = std::mem::zeroed();
            libc::pthread_sigmask(libc::SIG_BLOCK, &pipe, &mut old);
            SigpipeBlocked { old }
        }
    }
}

impl Drop for SigpipeBlocked {
    fn drop(&mut self) {
        // SAFETY: as in `new`; sigtimedwait with a zero timeout only takes a pending SIGPIPE.
        unsafe {
            let mut pipe: libc::sigset_t = std::mem::zeroed();
            libc::sigemptyset(&mut pipe);
            libc::sigaddset(&mut pipe, libc::SIGPIPE);
            let zero = libc::timespec { tv_sec: 0, tv_nsec: 0 };
            while libc::sigtimedwait(&pipe, std::ptr::null_mut(), &zero) == libc::SIGPIPE {}
            libc::pthread_sigmask(libc::SIG_SETMASK, &self.old, std::ptr::null_mut());
        }
    }
}
