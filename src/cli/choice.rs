//! One clap value parser for every named choice of the core ([`Named`]: algorithms, solvers,
//! rivals, difficulties, ends, SVG pages): `--help` lists each word with its help line, and a
//! wrong word is refused with the allowed words, as clap's own enums are.

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use mousemaze::maze::names::{Named, UnknownName};

/// The parser of a `T` argument: `#[arg(value_parser = choice::<T>())]`.
pub fn choice<T>() -> impl TypedValueParser<Value = T>
where
    T: Named + std::str::FromStr<Err = UnknownName> + Clone + Send + Sync,
{
    let values = T::VALUES.iter().map(|v| {
        let value = PossibleValue::new(v.word());
        if v.help().is_empty() { value } else { value.help(v.help()) }
    });
    PossibleValuesParser::new(values).try_map(|word: String| word.parse::<T>())
}

#[cfg(test)]
mod tests {
    use clap::{Arg, Command};
    use mousemaze::content::difficulty::Difficulty;
    use mousemaze::maze::export::svg::Page;
    use mousemaze::maze::{Algorithm, Ends, Solver};
    use mousemaze::rules::rivals::RivalKind;

    use super::*;

    /// Every word the core names is taken by the CLI, and nothing else is.
    fn every_word_parses<T>()
    where
        T: Named + std::str::FromStr<Err = UnknownName> + Clone + Send + Sync + std::fmt::Debug,
    {
        let command = || Command::new("t").arg(Arg::new("v").long("v").value_parser(choice::<T>()));
        for &value in T::VALUES {
            let matches = command().try_get_matches_from(["t", "--v", value.word()]).unwrap();
            assert_eq!(matches.get_one::<T>("v"), Some(&value));
        }
        let err = command().try_get_matches_from(["t", "--v", "nonsense"]).unwrap_err().to_string();
        let listed = T::VALUES.iter().map(|v| v.word()).collect::<Vec<_>>().join(", ");
        assert!(err.contains(&format!("[possible values: {listed}]")), "{err}");
    }

    #[test]
    fn every_core_choice_is_parsed_by_its_word() {
        every_word_parses::<Algorithm>();
        every_word_parses::<Solver>();
        every_word_parses::<Ends>();
        every_word_parses::<RivalKind>();
        every_word_parses::<Difficulty>();
        every_word_parses::<Page>();
    }

    #[test]
    fn long_help_lists_each_word_with_its_help() {
        let arg = Arg::new("v").long("v").help("A solver").value_parser(choice::<Solver>());
        let mut command = Command::new("t").arg(arg);
        let help = command.render_long_help().to_string();
        assert!(help.contains("- astar:               A* with the Manhattan heuristic"), "{help}");
        assert!(help.contains("wall-follower-left:"), "{help}");
    }
}
