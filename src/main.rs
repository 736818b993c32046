//! The `eight` command: the command line's words to a command (`cli`), run, and its exit
//! status. The statuses and the wording of usage errors are `cli::status`'s; each command's
//! options and run are in its own file of `cli`.

mod cli;

use std::process::ExitCode;

fn main() -> ExitCode {
    let status = match cli::parse(std::env::args_os().skip(1)) {
        Ok(command) => command.run(),
        Err(usage) => cli::status::report_usage(&usage),
    };
    ExitCode::from(status as u8)
}
