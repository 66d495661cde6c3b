//! A mouse program kept in its session (Linux on x86-64 and AArch64): a seccomp filter,
//! installed between fork and exec once the program's own session is made, under which
//! `setsid()` and `setpgid()` fail with EPERM for it and everything it ever starts. So no
//! process of a program can leave its session or its process group: ending the session (at
//! the end of its run, or by the watchdog when `mousemaze` is killed with `-9`) ends all of
//! it. Nothing else is filtered; `no_new_privs` is set, as the kernel requires (a setuid
//! program run by a mouse gains no privilege).
//!
//! The 32-bit system calls of the same machine (i386 and x32 on x86-64, ARM on AArch64) are
//! filtered too. Where the kernel has no seccomp the program runs unconfined, and the sweep
//! at its end ([`super::sweep`]) still finds what left.

/// One BPF instruction (`struct sock_filter`).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
struct Instruction {
    code: u16,
    jt: u8,
    jf: u8,
    k: u32,
}

/// A BPF program (`struct sock_fprog`).
#[repr(C)]
struct Program {
    len: u16,
    filter: *const Instruction,
}

const LOAD_WORD: u16 = 0x20; // BPF_LD (0) | BPF_W (0) | BPF_ABS
const AND: u16 = 0x04 | 0x50; // BPF_ALU | BPF_AND | BPF_K
const JUMP_EQUAL: u16 = 0x05 | 0x10; // BPF_JMP | BPF_JEQ | BPF_K
const RETURN: u16 = 0x06; // BPF_RET | BPF_K
const ALLOW: u32 = 0x7fff_0000;
const ERRNO: u32 = 0x0005_0000;
/// `seccomp_data`: the system call's number at 0, the machine at 4.
const NUMBER: u32 = 0;
const MACHINE: u32 = 4;

/// The machine's audit arch, a mask on the call's number, `setsid` and `setpgid`; then the
/// same for its 32-bit calls.
#[cfg(target_arch = "x86_64")]
const CALLS: Option<[(u32, u32, u32, u32); 2]> =
    Some([(0xC000_003E, !0x4000_0000, libc::SYS_setsid as u32, libc::SYS_setpgid as u32), (0x4000_0003, !0, 66, 57)]);
#[cfg(target_arch = "aarch64")]
const CALLS: Option<[(u32, u32, u32, u32); 2]> =
    Some([(0xC000_00B7, !0, libc::SYS_setsid as u32, libc::SYS_setpgid as u32), (0x4000_0028, !0, 66, 57)]);
#[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
const CALLS: Option<[(u32, u32, u32, u32); 2]> = None;

/// The filter, made before the fork (nothing is allocated after it).
#[derive(Clone, Copy, Debug)]
pub(super) struct Confinement {
    filter: Option<[Instruction; 12]>,
}

fn op(code: u16, k: u32, jt: u8, jf: u8) -> Instruction {
    Instruction { code, jt, jf, k }
}

impl Confinement {
    pub(super) fn new() -> Confinement {
        let filter = CALLS.map(|[(native, mask, setsid, setpgid), (compat, _, setsid32, setpgid32)]| {
            let deny = ERRNO | libc::EPERM as u32;
            [
                op(LOAD_WORD, MACHINE, 0, 0),
                op(JUMP_EQUAL, native, 0, 4), // else to 6
                op(LOAD_WORD, NUMBER, 0, 0),
                op(AND, mask, 0, 0),
                op(JUMP_EQUAL, setsid, 6, 0),  // to 11
                op(JUMP_EQUAL, setpgid, 5, 4), // to 11, else 10
                op(JUMP_EQUAL, compat, 0, 3),  // else to 10
                op(LOAD_WORD, NUMBER, 0, 0),
                op(JUMP_EQUAL, setsid32, 2, 0),  // to 11
                op(JUMP_EQUAL, setpgid32, 1, 0), // to 11, else 10
                op(RETURN, ALLOW, 0, 0),
                op(RETURN, deny, 0, 0),
            ]
        });
        Confinement { filter }
    }

    /// Installs the filter on the calling process (between fork and exec: two `prctl`s, no
    /// allocation); `false` if the kernel refused or there is none for this machine.
    ///
    /// # Safety
    /// Changes the calling process for good: only in a child about to exec a program.
    pub(super) unsafe fn apply(&self) -> bool {
        let Some(filter) = &self.filter else { return false };
        let program = Program { len: filter.len() as u16, filter: filter.as_ptr() };
        // SAFETY: prctl with a valid, live BPF program; no_new_privs only restricts.
        unsafe {
            libc::prctl(libc::PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0
                && libc::prctl(libc::PR_SET_SECCOMP, 2 /* SECCOMP_MODE_FILTER */, &program as *const Program, 0, 0) == 0
        }
    }
}
